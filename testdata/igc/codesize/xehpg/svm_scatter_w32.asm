//.kernel svm_scatter_w32
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 79
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V34 (40)  rf=r size=128 type=w align=16 words (r3.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V38 (44)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V39 (45)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V40 (46)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V42 (48)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V43 (49)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r14.0)
//.declare V47 (53)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V48 (54)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V49 (55)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V51 (57)  rf=r size=128 type=q align=16 words (r18.0)
//.declare V53 (59)  rf=r size=32 type=d align=16 words (r22.0)
//.declare V54 (60)  rf=r size=32 type=d align=16 words (r23.0)
//.declare V55 (61)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V58 (64)  rf=r size=32 type=d align=16 words (r25.0)
//.declare V59 (65)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V60 (66)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V62 (68)  rf=r size=128 type=q align=16 words (r28.0)
//.declare P1 (69)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V63 (70)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare V64 (71)  rf=r size=128 type=d alias=V34+0 align=16 words (r3.0)
//.declare  (72)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V66 (74)  rf=r size=128 type=w alias=V34+0 align=16 words (r3.0)
//.declare V68 (76)  rf=r size=64 type=d alias=V37+0 align=16 words (r7.0)
//.declare V69 (77)  rf=r size=128 type=d alias=V34+0 align=16 words (r3.0)
//.declare V70 (78)  rf=r size=64 type=d alias=V38+0 align=16 words (r9.0)
//.declare V71 (79)  rf=r size=64 type=q alias=V40+0 align=16 words (r11.0)
//.declare V72 (80)  rf=r size=32 type=ud alias=V43+0 align=16 words (r13.0)
//.declare V73 (81)  rf=r size=32 type=ud alias=V44+0 align=16 words (r14.0)
//.declare V74 (82)  rf=r size=64 type=ud alias=V40+0 align=16 words (r11.0)
//.declare V75 (83)  rf=r size=32 type=ud alias=V42+0 align=16 words (r1.0)
//.declare V77 (85)  rf=r size=32 type=d alias=V44+0 align=16 words (r14.0)
//.declare V78 (86)  rf=r size=64 type=d alias=V40+0 align=16 words (r11.0)
//.declare V79 (87)  rf=r size=128 type=d alias=V51+0 align=16 words (r18.0)
//.declare V80 (88)  rf=r size=32 type=ud alias=V48+0 align=16 words (r16.0)
//.declare V81 (89)  rf=r size=32 type=ud alias=V49+0 align=16 words (r17.0)
//.declare V82 (90)  rf=r size=32 type=ud alias=V47+0 align=16 words (r15.0)
//.declare V84 (92)  rf=r size=32 type=d alias=V49+0 align=16 words (r17.0)
//.declare V85 (93)  rf=r size=32 type=ud alias=V54+0 align=16 words (r23.0)
//.declare V86 (94)  rf=r size=32 type=ud alias=V55+0 align=16 words (r24.0)
//.declare V87 (95)  rf=r size=32 type=ud alias=V53+0 align=16 words (r22.0)
//.declare V89 (97)  rf=r size=32 type=d alias=V55+0 align=16 words (r24.0)
//.declare V90 (98)  rf=r size=128 type=d alias=V62+0 align=16 words (r28.0)
//.declare V91 (99)  rf=r size=32 type=ud alias=V59+0 align=16 words (r26.0)
//.declare V92 (100)  rf=r size=32 type=ud alias=V60+0 align=16 words (r27.0)
//.declare V93 (101)  rf=r size=32 type=ud alias=V58+0 align=16 words (r25.0)
//.declare V95 (103)  rf=r size=32 type=d alias=V60+0 align=16 words (r27.0)
//.declare V98 (106)  rf=r size=128 type=uq alias=V51+0 align=16 words (r18.0)
//.declare V99 (107)  rf=r size=128 type=uq alias=V62+0 align=16 words (r28.0)
//.declare  (108)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (109)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare  (111)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare  (112)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (113)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (114)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (115)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V39      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $63
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $63
// B002: Preds:{B001},  Succs:{}
// svm_scatter_w32_BB_0:
(W)     send.ugm (1|M0)          r34      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $63
(W)     mov (8|M0)               null<1>:ud    r34.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $63
(W)     send.ugm (1|M0)          r35      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $63
(W)     mov (1|M0)               r32.0<1>:ud   r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r32.1<1>:ud   r2.3<0;1,0>:ud                                        // $1
        mov (8|M0)               r11.0<2>:ud   r2.4<0;1,0>:ud                                        // $6
(W)     mov (8|M0)               null<1>:ud    r35.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r3       r32     null:0  0x0            0x024D04FF           {A@3,$4} // wr:1h+0, rd:4; a64 unaligned oword block read x8 // $1
        mov (8|M0)               r1.0<1>:d     16:w                               {$0.dst}           // $8
        mov (8|M0)               r11.1<2>:ud   r2.5<0;1,0>:ud                                        // $6
        mov (1|M0)               r1.6<1>:d     124:w                                                 // $9
        mov (1|M0)               r1.5<1>:d     104:w                                                 // $10
        mov (1|M0)               r1.4<1>:d     84:w                                                  // $11
        mov (1|M0)               r1.3<1>:d     64:w                                                  // $12
        mov (1|M0)               r1.2<1>:d     44:w                                                  // $13
        mov (1|M0)               r1.1<1>:d     24:w                                                  // $14
        mov (1|M0)               r1.0<1>:d     4:w                                                   // $15
        mov (8|M0)               r15.0<1>:d    48:w                                                  // $21
        addc (8|M0)              r13.0<1>:ud   r11.0<2;1,0>:ud   r1.0<1;1,0>:ud   {AccWrEn,Compacted,I@2} // $16
        mov (1|M0)               r15.6<1>:d    28:w                                                  // $22
        mov (1|M0)               r15.5<1>:d    8:w                                                   // $23
        mov (1|M0)               r15.4<1>:d    116:w                                                 // $24
        mov (1|M0)               r15.3<1>:d    96:w                                                  // $25
        mov (1|M0)               r15.2<1>:d    76:w                                                  // $26
        mov (1|M0)               r15.1<1>:d    56:w                                                  // $27
        mov (1|M0)               r15.0<1>:d    36:w                                                  // $28
        mov (8|M0)               r22.0<1>:d    80:w                                                  // $34
        mov (8|M0)               r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $16
        mov (1|M0)               r22.6<1>:d    60:w                                                  // $35
        mov (1|M0)               r22.5<1>:d    40:w                                                  // $36
        mov (1|M0)               r22.4<1>:d    20:w                                                  // $37
        mov (1|M0)               r22.3<1>:d    0:w                                                   // $38
        mov (1|M0)               r22.2<1>:d    108:w                                                 // $39
        mov (1|M0)               r22.1<1>:d    88:w                                                  // $40
        mov (1|M0)               r22.0<1>:d    68:w                                                  // $41
        addc (8|M0)              r16.0<1>:ud   r11.0<2;1,0>:ud   r15.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $29
        mov (8|M0)               r25.0<1>:d    112:w                                                 // $47
        mov (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $29
        mov (1|M0)               r25.6<1>:d    92:w                                                  // $48
        mov (1|M0)               r25.5<1>:d    72:w                                                  // $49
        mov (1|M0)               r25.4<1>:d    52:w                                                  // $50
        mov (1|M0)               r25.3<1>:d    32:w                                                  // $51
        mov (1|M0)               r25.2<1>:d    12:w                                                  // $52
        mov (1|M0)               r25.1<1>:d    120:w                                                 // $53
        mov (1|M0)               r25.0<1>:d    100:w                                                 // $54
        addc (8|M0)              r23.0<1>:ud   r11.0<2;1,0>:ud   r22.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $42
        and (16|M0)   (ne)f0.0   null<1>:w     r3.0<2;1,0>:w     3:w               {$4.dst}          // $2
        mov (8|M0)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $42
        addc (8|M0)              r26.0<1>:ud   r11.0<2;1,0>:ud   r25.0<1;1,0>:ud  {AccWrEn,Compacted,I@4} // $55
        and (16|M16)  (ne)f0.0   null<1>:w     r5.0<2;1,0>:w     3:w                                 // $3
        mov (8|M0)               r27.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $55
        mov (8|M0)               r18.0<2>:d    r13.0<1;1,0>:d                                        // $17
        mov (8|M0)               r20.0<2>:d    r16.0<1;1,0>:d                                        // $30
        add (16|M0)              r7.0<1>:d     r3.0<1;1,0>:d     1:w               {Compacted}       // $4
        add (16|M0)              r9.0<1>:d     r5.0<1;1,0>:d     1:w               {Compacted}       // $5
        mov (8|M0)               r28.0<2>:d    r23.0<1;1,0>:d                   {I@7}                // $43
        mov (8|M0)               r30.0<2>:d    r26.0<1;1,0>:d                   {I@7}                // $56
        add3 (8|M0)              r18.1<2>:d    r14.0<1;0>:d      r11.1<4;2>:d      0:w               // $18
        add3 (8|M0)              r20.1<2>:d    r17.0<1;0>:d      r11.1<4;2>:d      0:w               // $31
        add3 (8|M0)              r28.1<2>:d    r24.0<1;0>:d      r11.1<4;2>:d      0:w               // $44
        add3 (8|M0)              r30.1<2>:d    r27.0<1;0>:d      r11.1<4;2>:d      0:w               {I@7} // $57
(f0.0)  send.dc1 (16|M0)         null     r18     r7:2    0x0            0x080691FF           {A@3,$5} // wr:4+2, rd:0; a64 dword scattering write // $61
(f0.0)  send.dc1 (16|M16)        null     r28     r9:2    0x0            0x080691FF           {A@1,$6} // wr:4+2, rd:0; a64 dword scattering write // $62
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $63
(W)     send.ugm (1|M0)          r33      r0      null:0  0x0            0x0210031F           {$7} // wr:1+0, rd:1; fence.ugm.none.local // $63
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                  {$7.dst}             //  memory fence commit; $63
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $63
L1160:
        nop                                                                                          // $63


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 97
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
