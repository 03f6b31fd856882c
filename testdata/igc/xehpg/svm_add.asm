//.kernel svm_add
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 43
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
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V35 (41)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V36 (42)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V38 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V40 (46)  rf=r size=64 type=q align=16 words (r9.0)
//.declare V41 (47)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V42 (48)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V43 (49)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V44 (50)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V47 (53)  rf=r size=64 type=q align=16 words (r17.0)
//.declare V48 (54)  rf=r size=64 type=q alias=V37+0 align=16 words (r5.0)
//.declare V49 (55)  rf=r size=32 type=d alias=V35+0 align=16 words (r1.0)
//.declare V51 (57)  rf=r size=64 type=d alias=V36+0 align=16 words (r3.0)
//.declare V52 (58)  rf=r size=32 type=ud alias=V38+0 align=16 words (r7.0)
//.declare V53 (59)  rf=r size=32 type=ud alias=V39+0 align=16 words (r8.0)
//.declare V54 (60)  rf=r size=64 type=ud alias=V37+0 align=16 words (r5.0)
//.declare V55 (61)  rf=r size=64 type=ud alias=V36+0 align=16 words (r3.0)
//.declare V56 (62)  rf=r size=64 type=d alias=V40+0 align=16 words (r9.0)
//.declare V57 (63)  rf=r size=64 type=d alias=V40+0 align=16 words (r9.0)
//.declare V58 (64)  rf=r size=32 type=d alias=V39+0 align=16 words (r8.0)
//.declare V59 (65)  rf=r size=64 type=d alias=V37+0 align=16 words (r5.0)
//.declare V60 (66)  rf=r size=64 type=uq alias=V40+0 align=16 words (r9.0)
//.declare V61 (67)  rf=r size=32 type=d alias=V42+0 align=16 words (r12.0)
//.declare V62 (68)  rf=r size=32 type=d alias=V41+0 align=16 words (r11.0)
//.declare V63 (69)  rf=r size=64 type=q alias=V44+0 align=16 words (r13.0)
//.declare V64 (70)  rf=r size=32 type=ud alias=V45+0 align=16 words (r15.0)
//.declare V65 (71)  rf=r size=32 type=ud alias=V46+0 align=16 words (r16.0)
//.declare V66 (72)  rf=r size=64 type=ud alias=V44+0 align=16 words (r13.0)
//.declare V67 (73)  rf=r size=64 type=d alias=V47+0 align=16 words (r17.0)
//.declare V68 (74)  rf=r size=64 type=d alias=V47+0 align=16 words (r17.0)
//.declare V69 (75)  rf=r size=32 type=d alias=V46+0 align=16 words (r16.0)
//.declare V70 (76)  rf=r size=64 type=d alias=V44+0 align=16 words (r13.0)
//.declare V71 (77)  rf=r size=64 type=uq alias=V47+0 align=16 words (r17.0)
//.declare  (78)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (79)  rf=r size=16 type=w align=8 words (r19.0)
//.declare  (81)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (82)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (83)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r23.0)
//.declare  (86)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare  (87)  rf=r size=32 type=ud align=16 words (r25.0)
//.declare  (88)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (89)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (90)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (91)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V33      | :q       |      8 | r2+8     | general    |
// | V43      | :q       |      8 | r2+16    | general    |
// | V32      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $16
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $16
// B002: Preds:{B001},  Succs:{}
// svm_add_BB_0:
(W)     send.ugm (1|M0)          r24      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $16
(W)     mov (8|M0)               null<1>:ud    r24.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $16
(W)     send.ugm (1|M0)          r25      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $16
        mov (8|M0)               r19.0<1>:w    0x76543210:v                                          // $3
        mov (8|M0)               r5.0<2>:ud    r2.2<0;1,0>:ud                   {$1.dst}             // $1
        sync.nop                             null                             {Compacted,$0.dst}     // $3
        mul (8|M0)               r1.0<1>:d     r19.0<1;1,0>:w    4:w               {I@2}             // $3
        mov (8|M0)               r5.1<2>:ud    r2.3<0;1,0>:ud                                        // $1
        mul (8|M0)               r3.0<2>:d     r19.0<1;1,0>:w    4:w                                 // $4
        asr (8|M0)               r3.1<2>:d     r1.0<1;1,0>:d     31:w               {I@3}            // $5
        mov (8|M0)               r13.0<2>:ud   r2.4<0;1,0>:ud                                        // $11
        addc (8|M0)              r7.0<1>:ud    r5.0<2;1,0>:ud    r3.0<2;1,0>:ud   {AccWrEn,Compacted,I@2} // $6
        mov (8|M0)               r21.0<1>:d    r3.1<2;1,0>:d                                         // $8
        mov (8|M0)               r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $6
        mov (8|M0)               r9.0<2>:d     r7.0<1;1,0>:d                    {I@3}                // $7
        add3 (8|M0)              r20.0<1>:d    r8.0<1;0>:d       r5.1<4;2>:d       r21.0<1>:d       {I@2} // $8 R{} IR{}{E:2,E:1,E:5,},  R{r8,r21,} IR{} {BC=1}
        mov (8|M0)               r13.1<2>:ud   r2.5<0;1,0>:ud                                        // $11
        mov (8|M0)               r9.1<2>:d     r20.0<1;1,0>:d                   {I@2}                // $8
        addc (8|M0)              r15.0<1>:ud   r13.0<2;1,0>:ud   r3.0<2;1,0>:ud   {AccWrEn,Compacted,I@2} // $12
(W)     mov (8|M0)               null<1>:ud    r25.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $9
        send.dc1 (8|M0)          r11      r9      null:0  0x0            0x041401FF           {A@3,$4} // wr:2+0, rd:1; a64 dword gathering read // $9
        mov (8|M0)               r16.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $12
        mov (8|M0)               r17.0<2>:d    r15.0<1;1,0>:d                   {I@3}                // $13
        add3 (8|M0)              r22.0<1>:d    r16.0<1;0>:d      r13.1<4;2>:d      r21.0<1>:d       {I@2} // $14 R{} IR{}{E:4,E:3,E:5,},  R{r16,r21,} IR{} {BC=1}
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $16
        mov (8|M0)               r17.1<2>:d    r22.0<1;1,0>:d                   {I@1}                // $14
        add (8|M0)               r12.0<1>:d    r11.0<1;1,0>:d    1:w               {Compacted,$4.dst} // $10
        send.dc1 (8|M0)          null     r17     r12:1   0x0            0x040681FF           {A@1,$5} // wr:2+1, rd:0; a64 dword scattering write // $15
(W)     send.ugm (1|M0)          r23      r0      null:0  0x0            0x0210031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local // $16
(W)     mov (8|M0)               null<1>:ud    r23.0<1;1,0>:ud                  {$6.dst}             //  memory fence commit; $16
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $16
L616:
        nop                                                                                          // $16


//.BankConflicts: 2
//.BankConflicts.SameBank: 2
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 58
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
