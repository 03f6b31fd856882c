//.kernel call
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 62
//.RA type	GRAPH_COLORING_FF_RA
//.spill size 65536

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.8)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=64 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=64 type=ud align=32 words (r26.0) Output
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
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.6)
//.declare V39 (45)  rf=r size=32 type=d align=32 words (r3.0)
//.declare V40 (46)  rf=r size=32 type=d align=32 words (r1.0)
//.declare V41 (47)  rf=r size=32 type=d align=2 words (r2.6)
//.declare hwtid_tmp0 (48)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare hwtid_tmp1 (49)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare hwtid_sr0 (50)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare V42 (51)  rf=r size=4 type=d alias=V35+0 align=2 words (r2.6)
//.declare V43 (52)  rf=r size=8 type=q alias=%sp+0 align=4 words (r125.3)
//.declare V44 (53)  rf=r size=4 type=ud alias=V35+0 align=2 words (r2.6)
//.declare V45 (54)  rf=r size=8 type=q alias=V34+0 align=4 words (r2.0)
//.declare V46 (55)  rf=r size=8 type=q alias=%fp+0 align=4 words (r125.2)
//.declare V47 (56)  rf=r size=8 type=q alias=%sp+0 align=4 words (r125.3)
//.declare V48 (57)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (58)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (59)  rf=r size=64 type=uq alias=+0 align=32 words (r1.0)
//.declare V49 (60)  rf=r size=768 type=d alias=%arg+0 align=32 words (r26.0)
//.declare V50 (61)  rf=r size=512 type=d alias=%retval+0 align=32 words (r26.0)
//.declare V51 (62)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (63)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (64)  rf=r size=64 type=uq alias=+0 align=32 words (r1.0)
//.declare V52 (65)  rf=r size=32 type=d alias=V40+0 align=2 words (r1.0)
//.declare V53 (66)  rf=r size=32 type=d alias=V41+0 align=2 words (r2.6)
//.declare  (67)  rf=r size=4 type=ud alias=SR+28 align=2 words (r126.7) Output
//.declare  (68)  rf=r size=64 type=ud align=32 words (r112.0)
//.declare  (69)  rf=r size=64 type=ud align=32 words (r125.0)
//.declare be_fp (70)  rf=r size=4 type=ud align=2 words (r125.3)
//.declare be_sp (71)  rf=r size=4 type=ud align=2 words (r125.2)
//.declare SR (72)  rf=r size=64 type=ud align=32 words (r126.0)
//.declare  (73)  rf=r size=8 type=ud align=4 words (r2.0)
//.declare VCE_SAVE (74)  rf=r size=4160 type=ud align=32 words (r60.0)
//.declare  (75)  rf=r size=3776 type=ud align=32 words
//.declare  (76)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (77)  rf=f128  size=16 type=uw align=1 words (f0.0)
//.declare  (78)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (79)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (80)  rf=f32  size=4 type=uw align=2 words (f2.0)
//.declare  (81)  rf=f32  size=4 type=uw align=2 words (f3.0)
//.declare  (82)  rf=r size=64 type=ud align=32 words (r26.0)
//.declare  (83)  rf=r size=64 type=ud align=32 words (r2.0)
//.declare  (84)  rf=r size=4 type=ud align=32 words Input_Output
//.declare  (85)  rf=r size=64 type=ud align=32 words (r2.0)
//.declare  (86)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (87)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (88)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (89)  rf=r size=32 type=ud align=2 words (r2.0)
//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=64 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=64 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V34 (40)  rf=r size=32 type=d align=2 words (r1.0)
//.declare V36 (42)  rf=r size=32 type=d alias=V34+0 align=2 words (r1.0)
//.declare V37 (43)  rf=r size=768 type=d alias=%arg+0 align=32 words (r26.0)
//.declare V38 (44)  rf=r size=512 type=d alias=%retval+0 align=32 words (r26.0)
//.declare  (45)  rf=r size=4 type=ud alias=SR+28 align=2 words (r126.7) Output
//.declare  (46)  rf=r size=64 type=ud align=32 words (r125.0)
//.declare be_fp (47)  rf=r size=4 type=ud align=2 words (r125.3)
//.declare be_sp (48)  rf=r size=4 type=ud align=2 words (r125.2)
//.declare SR (49)  rf=r size=64 type=ud align=32 words (r126.0)
//.declare VCE_SAVE (50)  rf=r size=4160 type=ud align=32 words (r60.0)
//.declare  (51)  rf=r size=16 type=ud align=2 words (r59.12)
//.declare  (52)  rf=r size=16 type=ud align=2 words (r125.0)
//.declare  (53)  rf=r size=32 type=ud align=2 words (r125.0)
//.declare  (54)  rf=r size=4 type=ud align=32 words Input_Output

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $24
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x8t.a32.ca.ca (1|M0)  r2:1  bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218C500 // $24
// B002: [CALL],  Preds:{B001},  Succs:{B005}
// call_BB_0:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted,$1.src}   // 
(W)     mov (16|M0)              r126.0<1>:f   r127.0<1;1,0>:f                  {Compacted,I@1}      // 
(W)     mov (1|M0)               r125.3<1>:f   0.0:f                               {Compacted}       //  (0x00000000:f); 
(W)     mov (1|M0)               r125.2<1>:f   8.96831e-44:f                                         //  (0x00000040:f); 
(W)     and (1|M0)               r126.7<1>:ud  r127.5<0;1,0>:ud  0xFFFFFC00:ud              {F@3}    // 
(W)     and (1|M0)               r2.7<1>:ud    sr0.0<0;1,0>:ud   0x7FFF:uw              {A@1,$1.dst} // $1
(W)     mov (1|M0)               r1.0<1>:uq    r2.1<0;1,0>:uq                   {Compacted,A@1,$0.dst} // $14
(W)     and (1|M0)               r2.6<1>:ud    r2.7<0;1,0>:ud    0x3F:uw              {I@2}          // $2
(W)     send.dc1 (8|M0)          r1       r1      null:0  0x0            0x021D02FF           {I@2,$2} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $14
(W)     shr (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0x2:uw                              // $3
(W)     and (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0xFFFFFFC0:ud              {I@1}    // $4
(W)     or (1|M0)                r2.7<1>:ud    r2.6<0;1,0>:ud    r2.7<0;1,0>:ud   {I@1}              // $5
(W)     and (1|M0)               r2.6<1>:ud    r2.7<0;1,0>:ud    0x7:uw              {I@1}           // $6
(W)     shr (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0x1:uw                              // $7
(W)     and (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0xFFFFFFF8:ud              {I@1}    // $8
(W)     or (1|M0)                r2.7<1>:ud    r2.6<0;1,0>:ud    r2.7<0;1,0>:ud   {I@1}              // $9
        shl (1|M0)               r2.6<1>:d     r2.7<0;1,0>:d     13:w               {I@1}            // $11
        add (1|M0)               r125.3<1>:q   r2.6<0;1,0>:ud    r2.0<0;1,0>:q    {I@1}              // $12
        mov (1|M0)               r125.2<1>:q   r125.3<0;1,0>:q                  {I@1}                // $13
(W)     call (16|M0)             r2.0          square_plus_BB_1                 {A@1,$2.dst}         // $15
// B003: [RETURN,FCALL],  Preds:{B005},  Succs:{B006}
_call_k0_0_:
(W)     mov (1|M0)               r126.6<1>:ud  a0.2<0;1,0>:ud                                        // $17
(W)     shr (1|M0)               a0.2<1>:ud    r126.7<0;1,0>:ud  0x4:ud                              // $17
(W)     add (1|M0)               r126.0<1>:ud  r125.3<0;1,0>:ud  0x0:ud              {Compacted,F@2} // $17
        mov (8|M0)               r26.0<1>:d    r2.6<1;1,0>:d                    {Compacted}          // $16
(W)     store.ugm.d32x16t.a32 (1|M0)  ss[a0.2][r126:1] r2:1        {ExBSO,A@2,$3} // ex_desc:a0.2; desc:0x4200D504 //  spill to FP[0*64] of ?; $17
(W)     mov (1|M0)               a0.2<1>:ud    r126.6<0;1,0>:ud                                      // $17
        sync.nop                             null                             {Compacted,A@1}        // $17
        call (16|M0)             r125.0        L_f0__BB_0                       {$3.src}             // $17
// B004: Preds:{B006},  Succs:{}
_call_k0_1_:
(W)     mov (1|M0)               r126.6<1>:ud  a0.2<0;1,0>:ud                   {$3.src}             // $17
(W)     shr (1|M0)               a0.2<1>:ud    r126.7<0;1,0>:ud  0x4:ud                              // $17
(W)     add (1|M0)               r126.0<1>:ud  r125.3<0;1,0>:ud  0x0:ud              {Compacted}     // $17
        mov (8|M0)               r3.0<1>:f     r26.0<1;1,0>:f                   {Compacted,I@6}      // $18
(W)     mov (16|M0)              r112.0<1>:f   r127.0<1;1,0>:f                  {Compacted}          // $20
(W)     load.ugm.d32x16t.a32 (1|M0)  r2:1       ss[a0.2][r126:1]   {ExBSO,A@1,$4} // ex_desc:a0.2; desc:0x4210D500 //  fill from FP[0*64] of ?; $17
        sync.nop                             null                             {Compacted,$4.dst}     // $19
(W)     mov (1|M0)               r1.0<1>:uq    r2.2<0;1,0>:uq                   {Compacted,$4.dst}   // $19
(W)     send.dc1 (8|M0)          null     r1      r3:1    0x0            0x020D42FF           {A@1,$5} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $19
(W)     send.gtwy (8|M0)         null     r112    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread // $20
// B005: [INIT,EXIT],  Preds:{B002},  Succs:{B003}
square_plus_BB_1:
(W)     mul (8|M0)               acc0.0<1>:d   r1.0<1;1,0>:d     r1.0<2;1,0>:uw   {Compacted,$2.dst} // $22
        macl (8|M0)              r1.0<1>:d     r1.0<1;1,0>:d     r1.0<1;1,0>:d    {Compacted}        // $23
        add (8|M0)               r2.6<1>:d     r1.0<1;1,0>:d     3:w               {I@1}             // $23
        ret (16|M0)                          r2.0                             {A@1}                  // $24
// B006: [inDivergent],  Preds:{B003},  Succs:{B004}
L_f0__BB_0:
(W)     shr (1|M0)               a0.2<1>:ud    r126.7<0;1,0>:ud  0x4:ud              {A@1}           // $1
(W)     add (1|M0)               r126.0<1>:ud  r125.2<0;1,0>:ud  0x0:ud              {Compacted}     // $1
(W)     mov (4|M0)               r59.12<1>:ud  r125.0<1;1,0>:ud                                      //  save vISA SP/FP to temp; $1
(W)     shl (8|M0)               r1.0<1>:d     r26.0<1;1,0>:d    1:w               {Compacted}       // $1
(W)     store.ugm.d32x16t.a32 (1|M0)  ss[a0.2][r126:1] r125:1      {ExBSO,A@3,$0} // ex_desc:a0.2; desc:0x4200D504 //  spill to FP[0*64] of ?; $1
(W)     mov (1|M0)               r125.3<1>:ud  r125.2<0;1,0>:ud                 {$0.src}             //  vISA_FP = vISA_SP; $1
(W)     add (1|M0)               r125.2<1>:ud  r125.2<0;1,0>:ud  0x40:ud              {Compacted}    //  vISA_SP += vISA_frameSize; $1
(W)     mov (4|M0)               r125.0<1>:ud  r59.12<1;1,0>:ud                 {Compacted,I@4}      //  restore vISA SP/FP from temp; $3
(W)     shl (8|M0)               r26.0<1>:d    r26.0<1;1,0>:d    1:w               {Compacted}       // $2
        ret (16|M0)                          r125.0                           {A@1}                  // $3


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 52
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
